/**
 * The MBS badge: 'TEK MAÇ' for a single (outright rows and single-bet events among them) in the same calm look as
 * every other count, no alarm-red variant of its own, and the count said plainly to screen readers ('MBS 1').
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MBS_SINGLE_LABEL } from '@shared/constants/texts';
import { MbsBadge } from './mbs-badge';

describe('MbsBadge', () => {
  it("reads 'TEK MAÇ' for MBS 1 and the count otherwise, each named 'MBS n'", () => {
    render(
      <>
        <MbsBadge mbs={1} />
        <MbsBadge mbs={3} />
      </>,
    );
    expect(screen.getByLabelText('MBS 1').textContent).toBe(MBS_SINGLE_LABEL);
    expect(MBS_SINGLE_LABEL).toBe('TEK MAÇ');
    expect(screen.getByLabelText('MBS 3').textContent).toBe('3');
  });

  it('draws a single in the same look as any other count (the red single badge is gone)', () => {
    render(
      <>
        <MbsBadge mbs={1} />
        <MbsBadge mbs={2} />
      </>,
    );
    expect(screen.getByLabelText('MBS 1').className).toBe(screen.getByLabelText('MBS 2').className);
  });
});
