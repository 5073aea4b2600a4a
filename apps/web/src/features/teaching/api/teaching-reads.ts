/** A take as its pages read it, as plain requests: the endpoints and the pages' server renders build them here. */
export const teachingReads = {
  /** One of the student's own takes. */
  submission: (id: number) => ({ path: `/api/submissions/${id}/` }),
  /** A take of the teacher's courses. */
  teacherSubmission: (id: number) => ({ path: `/api/teacher/submissions/${id}/` }),
};
