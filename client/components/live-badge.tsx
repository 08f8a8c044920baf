/** Live marker with the match minute and the score. */
export function LiveBadge({ minute, score }: { minute: number | null; score: [number, number] | null }) {
  const parts = ['Canlı', minute !== null ? `${minute}. dakika` : null, score ? `skor ${score[0]} - ${score[1]}` : null];
  return (
    <span className="live-badge" aria-label={parts.filter(Boolean).join(', ')}>
      <span className="live-badge__dot" aria-hidden="true" />
      <span aria-hidden="true">{minute !== null ? `${minute}'` : 'CANLI'}</span>
      {score && (
        <span className="live-badge__score" aria-hidden="true">
          {score[0]} - {score[1]}
        </span>
      )}
    </span>
  );
}
