/**
 * The one button of the site: variants primary (yellow, the page's main action), secondary (green outline), ghost
 * (text only) and danger; sizes sm, md, lg. With `to` it renders a router Link, with `href` a plain <a>, otherwise
 * a <button type="button">. `loading` keeps the label (for the accessible name and the width), overlays a spinner,
 * sets aria-busy and swallows clicks without losing focus.
 */
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router';
import { cx } from './class-names';
import { Spinner } from './spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner over the kept label, sets aria-busy and ignores clicks. */
  loading?: boolean;
  /** Takes the whole width of its container. */
  fullWidth?: boolean;
  /** Icon before the label (decorative: hidden from assistive technology). */
  iconStart?: ReactNode;
  /** Icon after the label (decorative). */
  iconEnd?: ReactNode;
  className?: string;
  children: ReactNode;
}

type NativeButtonProps = Omit<ComponentPropsWithRef<'button'>, keyof ButtonLook> & { to?: undefined; href?: undefined };
type RouterLinkProps = Omit<LinkProps, keyof ButtonLook> & { href?: undefined };
type AnchorProps = Omit<ComponentPropsWithRef<'a'>, keyof ButtonLook> & { href: string; to?: undefined };

export type ButtonProps = ButtonLook & (NativeButtonProps | RouterLinkProps | AnchorProps);

export const buttonClassName = ({ variant = 'secondary', size = 'md', fullWidth, loading, className }: Omit<ButtonLook, 'children'>): string =>
  cx('ui-button', `ui-button--${variant}`, `ui-button--${size}`, fullWidth && 'ui-button--block', loading && 'ui-button--loading', className);

function Content({ loading, iconStart, iconEnd, children }: Pick<ButtonLook, 'loading' | 'iconStart' | 'iconEnd' | 'children'>) {
  return (
    <>
      {iconStart ? (
        <span className="ui-button__icon" aria-hidden="true">
          {iconStart}
        </span>
      ) : null}
      <span className="ui-button__label">{children}</span>
      {iconEnd ? (
        <span className="ui-button__icon" aria-hidden="true">
          {iconEnd}
        </span>
      ) : null}
      {loading ? <Spinner className="ui-button__spinner" /> : null}
    </>
  );
}

export function Button(props: ButtonProps) {
  const { variant, size, loading = false, fullWidth, iconStart, iconEnd, className, children, ...rest } = props;
  const cls = buttonClassName({ variant, size, fullWidth, loading, className });
  const content = (
    <Content loading={loading} iconStart={iconStart} iconEnd={iconEnd}>
      {children}
    </Content>
  );
  const busy = loading || undefined;

  if (rest.to !== undefined) {
    const linkProps = rest as RouterLinkProps;
    return (
      <RouterLink {...linkProps} className={cls} aria-busy={busy}>
        {content}
      </RouterLink>
    );
  }
  if (rest.href !== undefined) {
    const anchorProps = rest as AnchorProps;
    return (
      <a {...anchorProps} className={cls} aria-busy={busy}>
        {content}
      </a>
    );
  }
  const { type = 'button', onClick, ...buttonProps } = rest as NativeButtonProps;
  const click = (e: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      e.preventDefault();
      return;
    }
    onClick?.(e);
  };
  return (
    <button {...buttonProps} type={type} className={cls} aria-busy={busy} aria-disabled={loading || buttonProps['aria-disabled'] || undefined} onClick={click}>
      {content}
    </button>
  );
}
