import { useEffect, useState } from 'react';
import { getClasses, type ClassesResponse } from '../../../api/classes';

/** The educator's classes (POST /user/classes): null while loading, 'failed' when it could not load. */
export function useClassList(round: number): ClassesResponse | 'failed' | null {
  const [classes, setClasses] = useState<ClassesResponse | 'failed' | null>(null);
  useEffect(() => {
    let active = true;
    getClasses()
      .then((answer) => {
        if (active) setClasses(answer);
      })
      .catch((error: unknown) => {
        console.error('Loading the classes failed', error);
        if (active) setClasses('failed');
      });
    return () => {
      active = false;
    };
  }, [round]);
  return classes;
}
