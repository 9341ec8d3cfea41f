import { useEffect, useRef } from 'react';

/** One pending setTimeout at a time, replaced by the next and cleared when the component unmounts. */
export function useTimer(): (ms: number, run: () => void) => void {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (ms, run) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(run, ms);
  };
}
