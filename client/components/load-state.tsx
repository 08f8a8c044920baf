/** Loading, error and empty states of a data view; an error keeps the data shown below it. */
export interface LoadStateProps {
  loading: boolean;
  error: string | null;
  empty: boolean;
  emptyText: string;
  onRetry: () => void;
}

export function LoadState({ loading, error, empty, emptyText, onRetry }: LoadStateProps) {
  if (error) {
    return (
      <div className="load-state load-state--error" role="alert">
        <span>{error}</span>
        <button type="button" className="button" onClick={onRetry}>
          Tekrar dene
        </button>
      </div>
    );
  }
  if (empty && loading) {
    return (
      <p className="load-state" role="status">
        Bülten yükleniyor…
      </p>
    );
  }
  if (empty) return <p className="load-state">{emptyText}</p>;
  return null;
}
