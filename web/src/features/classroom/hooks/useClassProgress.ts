import { useEffect, useState } from 'react';
import { getClassStatus, type ClassStatusResponse } from '../../../api/classes';

const POLL_MS = 1500;

/** Whether every book of the class has settled (ready, failed, or needing a redo). */
export const settled = (status: ClassStatusResponse) =>
  status.books.every((b) => b.status !== 'writing' && b.status !== 'drawing');

/**
 * A class's progress, asked again every 1.5 s until every book has settled: each child's book
 * appears as it finishes. A failed poll is tried again; 404 stops (not this educator's class).
 */
export function useClassProgress(classId: string): {
  status: ClassStatusResponse | null;
  error: string | null;
} {
  const [state, setState] = useState<{ status: ClassStatusResponse | null; error: string | null }>({
    status: null,
    error: null,
  });
  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const status = await getClassStatus(classId);
        if (!active) return;
        setState({ status, error: null });
        if (!settled(status)) timer = setTimeout(() => void poll(), POLL_MS);
      } catch (error) {
        if (!active) return;
        const notFound = (error as { status?: number }).status === 404;
        if (notFound) {
          setState({
            status: null,
            error: 'We could not find this class. It may belong to another account.',
          });
          return;
        }
        console.error('Loading the class progress failed', error);
        timer = setTimeout(() => void poll(), POLL_MS * 2);
      }
    };
    void poll();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [classId]);
  return state;
}
