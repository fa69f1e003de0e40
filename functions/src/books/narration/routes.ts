import { callerOf } from '../../http/auth.js';
import { routeHandlers } from '../../http/routeTable.js';
import type { Deps } from '../../ports/index.js';
import { audiobookService } from './audiobook.js';
import { narrationService } from './service.js';

/** A saved book read aloud (issue 44): the voices, each page's audio and words, narrating again, the audiobook. */
export function narrationRoutes(deps: Deps) {
  const narration = narrationService(deps);
  const audiobook = audiobookService(deps);
  return routeHandlers({
    narrationVoices: async (_req, res, { language }) => {
      res.set('Cache-Control', 'public, max-age=3600');
      res.json(narration.voices(language));
    },
    narration: async (req, res, { bookId, voice }) => {
      res.status(202).json(await narration.narrate(callerOf(req), bookId, voice));
    },
    getNarration: async (req, res, { bookId, voice }) => {
      res.json(await narration.get(callerOf(req), bookId, voice));
    },
    /** 'Download the audiobook': built or reused, then downloaded from its signed address. */
    createAudiobook: async (req, res, { bookId, voice }) => {
      res.json(await audiobook.createAudiobook(callerOf(req), bookId, voice));
    },
  });
}
