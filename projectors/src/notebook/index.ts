// The notebook: saved questions with notes, scheduled by spaced repetition (FSRS).
export * from './notebook.projection';
export * from './review-schedule';
