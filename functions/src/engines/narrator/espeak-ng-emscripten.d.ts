// The Emscripten build of eSpeak-NG ships no types: the part of its WebIDL binding used here.
declare module '@echogarden/espeak-ng-emscripten' {
  export interface EspeakEvent {
    type: 'word' | 'sentence' | 'mark' | 'play' | 'end' | 'msg_terminated' | 'phoneme' | 'samplerate';
    /** 1-based, in characters (code points) of the text. */
    text_position: number;
    word_length: number;
    /** Milliseconds from the start of the synthesis. */
    audio_position: number;
    id?: number | string;
  }
  export interface EspeakWorker {
    get_samplerate(): number;
    /** gender: 0 none, 1 male, 2 female. Answers 0 on success. */
    set_voice(name: string, language: string, gender?: number, age?: number, variant?: number): number;
    set_rate(wordsPerMinute: number): number;
    set_pitch(pitch: number): number;
    set_range(range: number): number;
    /** Calls back with chunks of 16-bit mono samples and their events; answer 0 to go on. */
    synthesize(text: string, callback: (samples: Int16Array, events: EspeakEvent[]) => number): void;
  }
  interface EspeakModule {
    eSpeakNGWorker: new () => EspeakWorker;
  }
  const createModule: () => Promise<EspeakModule>;
  export default createModule;
}
