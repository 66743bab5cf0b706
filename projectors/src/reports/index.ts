// Reports: a teacher's figures of a classroom over a period, kept per classroom, day, student and question.
export * from './classroom-report.projection';
export * from './queries';
