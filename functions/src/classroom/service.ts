import { randomUUID } from 'node:crypto';
import { PAGES_PER_BOOK } from '../contract/story.js';
import { zipSync, type Zippable } from 'fflate';
import { bookProgress, libraryService, readBook } from '../books/index.js';
import {
  CLASSROOM_MESSAGES,
  classZipFileName,
  type ClassesResponse,
  type ClassStatusResponse,
  type CreateClassRequest,
  type OrgCreditsResponse,
} from '../contract/classroom.js';
import { orgCreditsService } from '../credits/index.js';
import { organizationsService } from '../organizations/index.js';
import type { DocData } from '../ports/documentStore.js';
import type { Caller } from '../ports/identity.js';
import type { Deps } from '../ports/index.js';
import { Conflict, Invalid, NotAllowed, NotFound, PaymentRequired } from '../shared/domainErrors.js';
import { asJson } from '../shared/json.js';
import { enqueueOn } from '../tasks/queueSpec.js';
import {
  CLASS_QUEUES,
  CLASSES_COLLECTION,
  childPath,
  childrenCollection,
  childStatus,
  classPath,
  classTaskId,
  lessonTitle,
  tally,
  zipEntryName,
  type ClassChildRecord,
  type ClassRecord,
} from './model.js';
import { returnCredit } from './refund.js';

/**
 * The classroom edition (issue 31, item 3): one lesson made into one book per child with the
 * organization's credits, its progress, and its books as one ZIP of PDFs.
 *
 * Credits are reserved up front: createClass takes one credit per child from the organization
 * in the same transaction that stores the class (refused whole with 402 when the balance cannot
 * cover it, so nothing is half spent), and a book that cannot be made gives its credit back.
 */
export function classroomService(
  deps: Pick<Deps, 'store' | 'blobs' | 'tasks' | 'clock' | 'moderator' | 'logger'>,
) {
  const { store, tasks, clock, moderator, logger } = deps;
  const organizations = organizationsService(deps);
  const orgCredits = orgCreditsService(deps);
  const library = libraryService(deps);

  /** The caller's own class; another educator's (or none) answers 404 alike. */
  async function ownClass(caller: Caller, classId: string): Promise<ClassRecord> {
    const data = await store.get(classPath(classId));
    const record = data as unknown as ClassRecord | null;
    if (!record || record.ownerUid !== caller.uid)
      throw new NotFound(CLASSROOM_MESSAGES.classNotFound, 'class_not_found');
    return record;
  }

  async function childrenOf(classId: string): Promise<ClassChildRecord[]> {
    const rows = await store.query(childrenCollection(classId));
    return rows.map((row) => row.data as unknown as ClassChildRecord).sort((a, b) => a.index - b.index);
  }

  async function status(caller: Caller, classId: string): Promise<ClassStatusResponse> {
    const record = await ownClass(caller, classId);
    const children = await childrenOf(classId);
    const books = await Promise.all(
      children.map(async (child) => {
        const book = child.bookId ? await readBook(store, child.bookId) : null;
        // A book that is someone else's now is not this class's any more.
        let mine = book && book.ownerUid === caller.uid ? book : null;
        // Every page drawn but its PDF not built (the drawing task could not build it): build it
        // now, so the book is finished in the Library as it is ready here (issue 47).
        if (mine?.classBook && mine.generatedPdf !== 1 && mine.imagesReady === PAGES_PER_BOOK) {
          await library.finishClassBook(child.bookId as string).catch((error: unknown) =>
            logger.error(`The PDF of a book of class ${classId} could not be built`, {
              uid: caller.uid,
              error,
            }),
          );
          mine = child.bookId ? await readBook(store, child.bookId) : null;
        }
        const progress = mine ? bookProgress(mine) : null;
        return {
          bookId: child.bookId,
          childName: child.name,
          status: childStatus(child, progress),
          title: progress?.title ?? null,
          pagesReady: progress?.pagesReady ?? 0,
        };
      }),
    );
    return {
      classId,
      title: record.title,
      lesson: record.lesson,
      createdAt: record.createdAt,
      total: record.total,
      ...tally(books.map((b) => b.status)),
      books,
    };
  }

  return {
    /** POST /user/orgCredits: the caller's organization's balance; only its admin may buy. */
    async orgCredits(caller: Caller): Promise<OrgCreditsResponse> {
      const membership = await organizations.membershipOf(caller.uid);
      if (!membership) throw new NotFound(CLASSROOM_MESSAGES.noOrganization, 'organization_not_found');
      return {
        organizationID: membership.organizationID,
        orgName: membership.orgName,
        credits: await orgCredits.balance(membership.organizationID),
        canBuy: membership.role === 'admin',
      };
    },

    /**
     * POST /user/createClass: moderates the lesson and the names, reserves one organization
     * credit per child and stores the class in one transaction, then queues one book per child.
     */
    async createClass(caller: Caller, request: CreateClassRequest): Promise<{ classId: string }> {
      const { lesson, children } = request;
      const first = await organizations.membershipOf(caller.uid);
      if (!first) throw new NotAllowed(CLASSROOM_MESSAGES.noOrganization);
      const verdict = await moderator.check(
        [lesson.idea, ...children.map((c) => c.name)].filter(Boolean),
        'en',
      );
      if (!verdict.ok)
        throw new Invalid(
          `Please try again: the lesson or the class list contains inappropriate language (${verdict.offending.join(', ')}).`,
        );
      const classId = `class_${randomUUID()}`;
      const now = clock.now().toISOString();
      const record: ClassRecord = {
        ownerUid: caller.uid,
        organizationID: first.organizationID,
        lesson,
        title: lessonTitle(lesson),
        total: children.length,
        createdAt: now,
      };
      await store.runTransaction(async (tx) => {
        const membership = await organizations.membershipIn(tx, caller.uid);
        if (membership?.organizationID !== first.organizationID)
          throw new NotAllowed(CLASSROOM_MESSAGES.noOrganization);
        const balance = await orgCredits.balanceIn(tx, first.organizationID);
        if (balance < children.length)
          throw new PaymentRequired(
            CLASSROOM_MESSAGES.notEnough(children.length, balance),
            'not_enough_credits',
          );
        await orgCredits.spend(tx, first.organizationID, children.length, 'class-book', classId);
        tx.create(classPath(classId), asJson(record) as DocData);
        children.forEach((child, index) => {
          const row: ClassChildRecord = {
            index,
            name: child.name,
            look: child.look,
            bookId: null,
            failed: false,
          };
          tx.create(childPath(classId, index), asJson(row) as DocData);
        });
      });
      // Each child's book on its own task (safe to deliver twice: the child's row says whether
      // its book exists). One that cannot even be queued gives its credit back now.
      const queued = await Promise.allSettled(
        children.map((_, index) =>
          enqueueOn(
            tasks,
            CLASS_QUEUES.makeClassBook,
            { classId, index },
            { id: classTaskId(classId, index) },
          ),
        ),
      );
      for (const [index, outcome] of queued.entries()) {
        if (outcome.status === 'fulfilled') continue;
        logger.error(`Queueing a book of class ${classId} failed`, {
          uid: caller.uid,
          error: outcome.reason,
        });
        await returnCredit(deps, classId, index);
      }
      return { classId };
    },

    /** POST /user/classStatus */
    status,

    /** POST /user/classes: the caller's classes, newest first, each with its books. */
    async classes(caller: Caller): Promise<ClassesResponse> {
      const rows = await store.query(CLASSES_COLLECTION, { where: [['ownerUid', '==', caller.uid]] });
      const classes = await Promise.all(
        rows.map(async (row) => {
          const record = row.data as unknown as ClassRecord;
          const children = await childrenOf(row.id);
          return {
            classId: row.id,
            title: record.title,
            createdAt: record.createdAt,
            total: record.total,
            bookIds: children.flatMap((c) => (c.bookId ? [c.bookId] : [])),
          };
        }),
      );
      return classes.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },

    /**
     * POST /user/classZip: the ready books' PDFs in one ZIP (each built first where it is
     * missing or out of date; stored uncompressed, PDFs are compressed already). 409 while none
     * is ready.
     */
    async zip(caller: Caller, classId: string): Promise<{ bytes: Buffer; fileName: string }> {
      const current = await status(caller, classId);
      const ready = current.books.filter((b) => b.status === 'ready' && b.bookId);
      if (ready.length === 0) throw new Conflict(CLASSROOM_MESSAGES.noReadyBooks);
      await library.countClassZip(caller);
      const files: Zippable = {};
      const taken = new Set<string>();
      // One at a time: each PDF is built and held only until it is in the ZIP's list.
      for (const book of ready) {
        const pdf = await library.pdfForClass(caller, book.bookId as string);
        files[zipEntryName(book.childName, pdf.title, taken)] = [new Uint8Array(pdf.bytes), { level: 0 }];
      }
      return { bytes: Buffer.from(zipSync(files)), fileName: classZipFileName(current.title) };
    },
  };
}
