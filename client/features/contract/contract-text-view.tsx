/** A contract's plain text as paragraphs (blank lines separate them), in a scrollable, focusable box. */
import type { ContractText } from '@shared/protocol/contract-api';

export function ContractTextView({ text, label }: { text: ContractText; label: string }) {
  const paragraphs = text.Body.split(/\n\s*\n/).filter((p) => p.trim() !== '');
  return (
    <div className="contract-text" role="document" aria-label={label} tabIndex={0}>
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}
