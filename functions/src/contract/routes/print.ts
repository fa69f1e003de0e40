import { checkoutSessionResponse } from '../payments.js';
import {
  calculateCostRequest,
  coverFileRequest,
  coverImageResponse,
  generateCoverRequest,
  imageNumbersResponse,
  interiorStatusRequest,
  latestPrintPaymentRequest,
  latestPrintPaymentResponse,
  printFileStatus,
  printOrderDetails,
  printOrderRequest,
  printOrdersResponse,
  printPdfRequest,
  proofRequest,
  proofResponse,
  setCoverRequest,
  shippingOptionsRequest,
  shippingOptionsResponse,
  storyIdRequest,
  stripeStatusRequest,
  stripeStatusResponse,
  submitJobResponse,
  userSubmittedResponse,
} from '../print.js';
import { noInput, PDF, PURCHASE, SIGNED_IN, UNREVOKED_VERIFIED, VERIFIED, type Route } from './route.js';

/** Printed books (spec part 2 §7): the files, the proof, the order and its progress. */

export const printShippingOptions = {
  method: 'POST',
  path: '/user/print/shipping-options',
  summary: 'The ways to ship the order to the address, and the printer’s tax rate there',
  request: shippingOptionsRequest,
  answers: { 200: shippingOptionsResponse },
  who: VERIFIED,
} as const satisfies Route;

export const printCalculateCost = {
  method: 'POST',
  path: '/user/print/calculate-cost',
  summary: "The order's payment page address, as a JSON string (the proof checked first)",
  request: calculateCostRequest,
  answers: { 200: checkoutSessionResponse },
  who: PURCHASE,
} as const satisfies Route;

export const getStripeStatus = {
  method: 'POST',
  path: '/user/getStripeStatus',
  summary: 'Whether the print order (or any order of the story) was paid',
  request: stripeStatusRequest,
  answers: { 200: stripeStatusResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const getLatestPrintBookPayment = {
  method: 'POST',
  path: '/user/getLatestPrintBookPayment',
  summary: 'The latest paid order, or the one a Checkout Session paid (404 until paid)',
  request: latestPrintPaymentRequest,
  answers: { 200: latestPrintPaymentResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const printOrders = {
  method: 'POST',
  path: '/user/printOrders',
  summary: 'The paid print orders, newest first, as positional rows',
  request: noInput,
  answers: { 200: printOrdersResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const printSubmitJob = {
  method: 'POST',
  path: '/user/print/submit-job',
  summary: 'Sends a paid order to the printer',
  request: printOrderRequest,
  answers: { 200: submitJobResponse },
  who: UNREVOKED_VERIFIED,
} as const satisfies Route;

export const getUserSubmittedStatus = {
  method: 'POST',
  path: '/user/getUserSubmittedStatus',
  summary: 'Whether the order was sent to the printer (404 before)',
  request: printOrderRequest,
  answers: { 200: userSubmittedResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const printOrder = {
  method: 'POST',
  path: '/user/print/order',
  summary: "One order's progress and timeline",
  request: printOrderRequest,
  answers: { 200: printOrderDetails },
  who: SIGNED_IN,
} as const satisfies Route;

export const getImageNumbers = {
  method: 'POST',
  path: '/user/getImageNumbers',
  summary: "The book's current image ids, page by page",
  request: storyIdRequest,
  answers: { 200: imageNumbersResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const getCoverImage = {
  method: 'POST',
  path: '/user/getCoverImage',
  summary: 'The page chosen for the cover, if any',
  request: storyIdRequest,
  answers: { 200: coverImageResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const setCoverImage = {
  method: 'POST',
  path: '/user/setCoverImage',
  summary: 'The page whose current picture becomes the cover',
  request: setCoverRequest,
  answers: { 200: coverImageResponse },
  who: VERIFIED,
} as const satisfies Route;

export const getPrintPdf = {
  method: 'POST',
  path: '/user/getPrintPdf',
  summary: "The edition's interior PDF once built (unless a rebuild is asked); else 202 and its build runs",
  request: printPdfRequest,
  answers: { 200: PDF, 202: printFileStatus },
  who: VERIFIED,
} as const satisfies Route;

export const generateCoverPdf = {
  method: 'POST',
  path: '/user/generateCoverPdf',
  summary: "Builds the binding's cover with the chosen picture (202)",
  request: generateCoverRequest,
  answers: { 202: printFileStatus },
  who: VERIFIED,
} as const satisfies Route;

export const downloadCoverPdf = {
  method: 'POST',
  path: '/user/downloadCoverPdf',
  summary: "The binding's cover PDF (404 until built)",
  request: coverFileRequest,
  answers: { 200: PDF },
  who: SIGNED_IN,
} as const satisfies Route;

export const printProof = {
  method: 'POST',
  path: '/user/print/proof',
  summary: 'Both built files’ addresses and where their trim, bleed and safety lines lie (409 until built)',
  request: proofRequest,
  answers: { 200: proofResponse },
  who: SIGNED_IN,
} as const satisfies Route;

export const checkInnerFileStatus = {
  method: 'POST',
  path: '/user/checkInnerFileStatus',
  summary: "The edition's interior file's state",
  request: interiorStatusRequest,
  answers: { 200: printFileStatus },
  who: SIGNED_IN,
} as const satisfies Route;

export const checkCoverPdfStatus = {
  method: 'POST',
  path: '/user/checkCoverPdfStatus',
  summary: "The binding's cover file's state",
  request: coverFileRequest,
  answers: { 200: printFileStatus },
  who: SIGNED_IN,
} as const satisfies Route;
