import { Router } from 'express';
import { classIdRequest, createClassRequest } from '../contract/classroom.js';
import { callerOf } from '../http/auth.js';
import { requireVerifiedEmail } from '../http/requireVerified.js';
import { parseBody } from '../http/validate.js';
import type { Deps } from '../ports/index.js';
import { classroomService } from './service.js';

/** The classroom edition (issue 31): the organization's balance, classes, progress and ZIP. */
export function classroomRoutes(deps: Deps): Router {
  const service = classroomService(deps);
  const router = Router();

  router.post('/orgCredits', async (req, res) => {
    res.set('Cache-Control', 'private, no-store');
    res.json(await service.orgCredits(callerOf(req)));
  });

  router.post('/createClass', requireVerifiedEmail, async (req, res) => {
    const body = parseBody(createClassRequest, req.body);
    res.json(await service.createClass(callerOf(req), body));
  });

  router.post('/classStatus', async (req, res) => {
    const { classId } = parseBody(classIdRequest, req.body);
    res.set('Cache-Control', 'private, no-store');
    res.json(await service.status(callerOf(req), classId));
  });

  router.post('/classes', async (req, res) => {
    res.set('Cache-Control', 'private, no-store');
    res.json(await service.classes(callerOf(req)));
  });

  router.post('/classZip', async (req, res) => {
    const { classId } = parseBody(classIdRequest, req.body);
    const file = await service.zip(callerOf(req), classId);
    res.set('Content-Disposition', `attachment; filename="${file.fileName}"`);
    res.type('application/zip').send(file.bytes);
  });

  return router;
}
