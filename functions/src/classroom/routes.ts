import { callerOf } from '../http/auth.js';
import { routeHandlers } from '../http/routeTable.js';
import type { Deps } from '../ports/index.js';
import { classroomService } from './service.js';

/** The classroom edition (issue 31): the organization's balance, classes, progress and ZIP. */
export function classroomRoutes(deps: Deps) {
  const service = classroomService(deps);

  return routeHandlers({
    orgCredits: async (req, res) => {
      res.set('Cache-Control', 'private, no-store');
      res.json(await service.orgCredits(callerOf(req)));
    },

    createClass: async (req, res, body) => {
      res.json(await service.createClass(callerOf(req), body));
    },

    classStatus: async (req, res, { classId }) => {
      res.set('Cache-Control', 'private, no-store');
      res.json(await service.status(callerOf(req), classId));
    },

    classes: async (req, res) => {
      res.set('Cache-Control', 'private, no-store');
      res.json(await service.classes(callerOf(req)));
    },

    classZip: async (req, res, { classId }) => {
      const file = await service.zip(callerOf(req), classId);
      res.set('Content-Disposition', `attachment; filename="${file.fileName}"`);
      res.type('application/zip').send(file.bytes);
    },
  });
}
