import { Router } from 'express';
import {
  acceptEducatorAccountRequest,
  getOrganizationMembersRequest,
  removeOrganizationMemberRequest,
  rotateJoinCodeRequest,
} from '../contract/accounts.js';
import { callerOf } from '../http/auth.js';
import { clientAddress } from '../http/clientAddress.js';
import { requireVerifiedEmail } from '../http/requireVerified.js';
import { parseBody } from '../http/validate.js';
import type { Deps } from '../ports/index.js';
import { organizationsService } from './service.js';

/** Educator accounts and organizations (spec part 1 §2 Educator sign-up, Account). */
export function organizationRoutes(deps: Deps): Router {
  const service = organizationsService(deps);
  const router = Router();

  router.post('/getUserInfo', async (req, res) => {
    res.json(await service.getUserInfo(callerOf(req)));
  });

  router.post('/acceptEducatorAccount', async (req, res) => {
    const body = parseBody(acceptEducatorAccountRequest, req.body);
    res.json(await service.acceptEducatorAccount(callerOf(req), body, clientAddress(req)));
  });

  router.post('/getOrganizationMembers', requireVerifiedEmail, async (req, res) => {
    const { organizationID } = parseBody(getOrganizationMembersRequest, req.body);
    res.json(await service.getOrganizationMembers(callerOf(req), organizationID));
  });

  router.post('/rotateJoinCode', requireVerifiedEmail, async (req, res) => {
    const { organizationID } = parseBody(rotateJoinCodeRequest, req.body);
    res.json(await service.rotateJoinCode(callerOf(req), organizationID));
  });

  router.post('/removeOrganizationMember', requireVerifiedEmail, async (req, res) => {
    const { organizationID, memberID } = parseBody(removeOrganizationMemberRequest, req.body);
    res.json(await service.removeMember(callerOf(req), organizationID, memberID));
  });

  return router;
}
