import {
  classesResponse,
  classStatusResponse,
  orgCreditsResponse,
  type ClassesResponse,
  type ClassStatusResponse,
  type CreateClassRequest,
  type OrgCreditsResponse,
} from '@contract/classroom';
import { userPost, userPostBlob } from '../lib/api';

/**
 * The classroom edition's calls (issue 31). Shared here: the classroom page makes and follows
 * classes, the library groups their books.
 */
export type { ClassesResponse, ClassStatusResponse, CreateClassRequest, OrgCreditsResponse };

/** POST /user/classes: the educator's classes, newest first, each with its books' ids. */
export function getClasses(): Promise<ClassesResponse> {
  return userPost('/user/classes', {}, { schema: classesResponse });
}

/** POST /user/classStatus {classId}: how far the class's books are. */
export function getClassStatus(classId: string): Promise<ClassStatusResponse> {
  return userPost('/user/classStatus', { classId }, { schema: classStatusResponse });
}

/** POST /user/createClass: one book per child from the organization's credits (402 when short). */
export function createClass(request: CreateClassRequest): Promise<{ classId: string }> {
  return userPost('/user/createClass', request);
}

/** POST /user/classZip {classId}: the ready books' PDFs in one ZIP. */
export function getClassZip(classId: string): Promise<Blob> {
  return userPostBlob('/user/classZip', { classId });
}

/** POST /user/orgCredits: the organization's shared balance; 404 outside an organization. */
export function getOrgCredits(): Promise<OrgCreditsResponse> {
  return userPost('/user/orgCredits', {}, { schema: orgCreditsResponse });
}

/** POST /user/orgCheckoutSession {packs}: the payment page for Classroom Packs (the admin only). */
export function orgCheckout(packs: number): Promise<string> {
  return userPost('/user/orgCheckoutSession', { packs });
}
