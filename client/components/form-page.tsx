/**
 * The frame of a page that is one form (the forced pages, the contract, the captcha pages, contact permissions, a
 * campaign): a centred Card with the page's h1 and an optional intro, about 480 px wide on wider screens ('wide'
 * gives long texts such as the contract more room) and the full width with padding on phones. The section is
 * labelled by its title.
 */
import { useId, type ReactNode } from 'react';
import { CircleAlert } from './ui/sprite-icons';
import { Card } from './ui/card';
import { cx } from './ui/class-names';
import './form-page.css';

export interface FormPageProps {
  title: ReactNode;
  /** A short text under the title. */
  intro?: ReactNode;
  /** 'wide' (720 px) for pages with a long text to read. */
  width?: 'narrow' | 'wide';
  busy?: boolean;
  className?: string;
  children?: ReactNode;
}

export function FormPage({ title, intro, width = 'narrow', busy, className, children }: FormPageProps) {
  const titleId = `${useId()}-title`;
  return (
    <section className={cx('form-page', `form-page--${width}`, className)} aria-labelledby={titleId} aria-busy={busy || undefined}>
      <Card padding="lg" className="form-page__card">
        <header className="form-page__head">
          <h1 id={titleId} className="form-page__title">
            {title}
          </h1>
          {intro ? <p className="form-page__intro">{intro}</p> : null}
        </header>
        {children}
      </Card>
    </section>
  );
}

/** A form's error under its fields (a refusal of the server, a missing choice): announced as an alert. */
export function FormAlert({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <p id={id} role="alert" className="form-page__alert">
      <CircleAlert aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
