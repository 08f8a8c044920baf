/** Views declare which program they show; the saga loads and refreshes it until they unmount. */
import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { HIGHLIGHTS_KEY, LIVE_KEY, eventKey, programActions, sportKey } from './program.slice';

export const useSportProgram = (sportId: number | undefined): void => {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (sportId === undefined) return;
    dispatch(programActions.sportRequested({ sportId }));
    return () => {
      dispatch(programActions.programReleased({ key: sportKey(sportId) }));
    };
  }, [dispatch, sportId]);
};

export const useLiveProgram = (): void => {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(programActions.liveRequested());
    return () => {
      dispatch(programActions.programReleased({ key: LIVE_KEY }));
    };
  }, [dispatch]);
};

/** The program home's highlights: loaded, refreshed and kept current (each sport's part in its room) while shown. */
export const useHighlights = (): void => {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(programActions.highlightsRequested());
    return () => {
      dispatch(programActions.programReleased({ key: HIGHLIGHTS_KEY }));
    };
  }, [dispatch]);
};

export const useEventDetail = (code: number | undefined): void => {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (code === undefined) return;
    dispatch(programActions.eventRequested({ code }));
    return () => {
      dispatch(programActions.programReleased({ key: eventKey(code) }));
    };
  }, [dispatch, code]);
};

/** A positive integer query value (?code=, ?uvc=), or undefined. */
export const parseCode = (raw: string | null): number | undefined => {
  if (!raw || !/^\d{1,12}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n > 0 ? n : undefined;
};
