/** A dialog's message (line breaks kept as paragraphs) and its labelled details. Presentational. */
export interface DialogMessageProps {
  message: string;
  details?: readonly { label: string; value: string }[];
}

export function DialogMessage({ message, details = [] }: DialogMessageProps) {
  const lines = message.split('\n').filter((l) => l.trim() !== '');
  return (
    <>
      {lines.map((line, i) => (
        <p key={i} className="dialog__message">
          {line}
        </p>
      ))}
      {details.length > 0 ? (
        <dl className="dialog__details">
          {details.map((d) => (
            <div key={d.label} className="dialog__detail">
              <dt>{d.label}</dt>
              <dd>{d.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </>
  );
}
