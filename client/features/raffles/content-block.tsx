/**
 * A dynamic content block (home banners, campaign texts, help pages): the HTML ops published under `blockKey`,
 * fetched by the saga from the content URL with a cache-busting parameter. The HTML was sanitised on the edge when
 * stored (no script, no event handler, no javascript: URL) and the page's CSP allows no inline script either.
 */
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { rafflesActions, selectRaffles } from './raffles.slice';

export function ContentBlock({ blockKey, label }: { blockKey: string; label: string }) {
  const dispatch = useAppDispatch();
  const html = useAppSelector(selectRaffles).content[blockKey];
  useEffect(() => {
    dispatch(rafflesActions.contentRequested(blockKey));
  }, [dispatch, blockKey]);
  if (!html) return null;
  return <aside className="content-block" aria-label={label} dangerouslySetInnerHTML={{ __html: html }} />;
}
