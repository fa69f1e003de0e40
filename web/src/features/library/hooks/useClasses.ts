import { useEffect, useState } from 'react';
import { getClasses, type ClassesResponse } from '../../../api/classes';

/** The educator's classes, to group their books (none for a parent, or when the call fails). */
export function useClasses(): ClassesResponse {
  const [classes, setClasses] = useState<ClassesResponse>([]);
  useEffect(() => {
    let active = true;
    getClasses()
      .then((answer) => {
        if (active) setClasses(answer);
      })
      // The books still show, ungrouped: grouping is a convenience.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);
  return classes;
}
