import {
  classesResponse,
  classIdRequest,
  classStatusResponse,
  createClassRequest,
  createClassResponse,
  orgCreditsResponse,
} from '../classroom.js';
import { noInput, SIGNED_IN, VERIFIED, ZIP, type Route } from './route.js';

/** The classroom edition (issue 31): the organization's balance, classes, progress and ZIP. */

export const orgCredits = {
  method: 'POST',
  path: '/user/orgCredits',
  summary: "The caller's organization's balance, and whether they may buy (404 outside one)",
  request: noInput,
  answers: { 200: orgCreditsResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const createClass = {
  method: 'POST',
  path: '/user/createClass',
  summary: "One book per child from the organization's credits (402 when short)",
  request: createClassRequest,
  answers: { 200: createClassResponse },
  who: VERIFIED,
} as const satisfies Route;

export const classStatus = {
  method: 'POST',
  path: '/user/classStatus',
  summary: "How far the class's books are, a row per child",
  request: classIdRequest,
  answers: { 200: classStatusResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const classes = {
  method: 'POST',
  path: '/user/classes',
  summary: "The caller's classes, newest first",
  request: noInput,
  answers: { 200: classesResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const classZip = {
  method: 'POST',
  path: '/user/classZip',
  summary: "The class's ready books' PDFs in one ZIP",
  request: classIdRequest,
  answers: { 200: ZIP },
  who: SIGNED_IN,
} as const satisfies Route;
