import { Router } from 'express';
import { deleteAccountRequest } from '../contract/accounts.js';
import { deleteBookRequest } from '../contract/bookEdits.js';
import { callerOf, requireUnrevoked } from '../http/auth.js';
import { parseBody } from '../http/validate.js';
import type { Deps } from '../ports/index.js';
import { bookDeletionService } from './bookDeletion.js';
import { deletionService } from './service.js';

/** POST /user/deleteAccount: 202 once the deletion is under way. POST /user/deleteBook: 204 once gone. */
export function deletionRoutes(deps: Deps): Router {
  const deletion = deletionService(deps);
  const router = Router();
  router.post('/deleteAccount', requireUnrevoked(deps.identity), async (req, res) => {
    const { email } = parseBody(deleteAccountRequest, req.body);
    res.status(202).json(await deletion.request(callerOf(req), email));
  });
  const books = bookDeletionService(deps);
  router.post('/deleteBook', async (req, res) => {
    const { bookId } = parseBody(deleteBookRequest, req.body);
    await books.deleteBook(callerOf(req), bookId);
    res.status(204).end();
  });
  return router;
}
