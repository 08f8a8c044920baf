/**
 * A text link in the site's link colour: `to` for a page of the site (router Link), `href` for anything else.
 * `external` opens a new tab and says so to screen readers. Use Button with `to`/`href` when a link should look
 * like a button.
 */
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link as RouterLink, type LinkProps as RouterLinkProps } from 'react-router';
import { ExternalLink } from './sprite-icons';
import { cx } from './class-names';
import { UI_TEXTS } from './ui-texts';
import './link.css';

interface LinkLook {
  /** default: link colour, underlined; subtle: text colour, underlined on hover; strong: bold, no underline. */
  variant?: 'default' | 'subtle' | 'strong';
  className?: string;
  children: ReactNode;
}

type ToProps = LinkLook & Omit<RouterLinkProps, keyof LinkLook> & { href?: undefined; external?: undefined };
type HrefProps = LinkLook & Omit<ComponentPropsWithRef<'a'>, keyof LinkLook> & { href: string; to?: undefined; external?: boolean };

export type LinkProps = ToProps | HrefProps;

export function Link(props: LinkProps) {
  const { variant = 'default', className, children, ...rest } = props;
  const cls = cx('ui-link', `ui-link--${variant}`, className);
  if (rest.to !== undefined) return <RouterLink {...(rest as Omit<ToProps, keyof LinkLook>)} className={cls}>{children}</RouterLink>;
  const { external, ...anchor } = rest as Omit<HrefProps, keyof LinkLook>;
  if (!external) return <a {...anchor} className={cls}>{children}</a>;
  return (
    <a {...anchor} className={cls} target="_blank" rel="noopener noreferrer">
      {children}
      <ExternalLink className="ui-link__external" aria-hidden="true" focusable="false" />
      <span className="visually-hidden"> {UI_TEXTS.newTab}</span>
    </a>
  );
}
