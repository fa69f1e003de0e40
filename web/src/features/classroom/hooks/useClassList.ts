import { getClasses, type ClassesResponse } from '../../../api/classes';
import { useLoad } from '../../../lib/useLoad';

/** The educator's classes (POST /user/classes): null while loading, 'failed' when it could not load. */
export function useClassList(round: number): ClassesResponse | 'failed' | null {
  const [state] = useLoad(getClasses, 'classes', round);
  return state.status === 'ready' ? state.value : state.status === 'failed' ? 'failed' : null;
}
