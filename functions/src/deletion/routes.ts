import { callerOf } from '../http/auth.js';
import { routeHandlers } from '../http/routeTable.js';
import type { Deps } from '../ports/index.js';
import { bookDeletionService } from './bookDeletion.js';
import { deletionService } from './service.js';

/** POST /user/deleteAccount: 202 once the deletion is under way. POST /user/deleteBook: 204 once gone. */
export function deletionRoutes(deps: Deps) {
  const deletion = deletionService(deps);
  const books = bookDeletionService(deps);
  return routeHandlers({
    deleteAccount: async (req, res, { email }) => {
      res.status(202).json(await deletion.request(callerOf(req), email));
    },
    deleteBook: async (req, res, { bookId }) => {
      await books.deleteBook(callerOf(req), bookId);
      res.status(204).end();
    },
  });
}
