/** Pages that allow contact verification call this: the flag is on while the page is shown. */
import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { interceptorActions } from './interceptor.slice';

export const useContactVerificationFlag = (enabled = true): void => {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!enabled) return;
    dispatch(interceptorActions.contactVerificationFlagSet(true));
    return () => {
      dispatch(interceptorActions.contactVerificationFlagSet(false));
    };
  }, [dispatch, enabled]);
};
