import type {
  ClassesResponse,
  ClassStatusResponse,
  CreateClassRequest,
  OrgCreditsResponse,
} from '@contract/classroom';
import * as routes from '@contract/routes/classroom';
import { orgCheckoutSession } from '@contract/routes/payments';
import { userPost, userPostBlob } from '../lib/api';

/**
 * The classroom edition's calls (issue 31). Shared here: the classroom page makes and follows
 * classes, the library groups their books.
 */
export type { ClassesResponse, ClassStatusResponse, CreateClassRequest, OrgCreditsResponse };

/** POST /user/classes: the educator's classes, newest first, each with its books' ids. */
export function getClasses(): Promise<ClassesResponse> {
  return userPost(routes.classes);
}

/** POST /user/classStatus {classId}: how far the class's books are. */
export function getClassStatus(classId: string): Promise<ClassStatusResponse> {
  return userPost(routes.classStatus, { classId });
}

/** POST /user/createClass: one book per child from the organization's credits (402 when short). */
export function createClass(request: CreateClassRequest): Promise<{ classId: string }> {
  return userPost(routes.createClass, request);
}

/** POST /user/classZip {classId}: the ready books' PDFs in one ZIP. */
export function getClassZip(classId: string): Promise<Blob> {
  return userPostBlob(routes.classZip, { classId });
}

/** POST /user/orgCredits: the organization's shared balance; 404 outside an organization. */
export function getOrgCredits(): Promise<OrgCreditsResponse> {
  return userPost(routes.orgCredits);
}

/** POST /user/orgCheckoutSession {packs}: the payment page for Classroom Packs (the admin only). */
export function orgCheckout(packs: number): Promise<string> {
  return userPost(orgCheckoutSession, { packs });
}
