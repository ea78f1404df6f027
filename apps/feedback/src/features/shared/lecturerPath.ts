/** A lecturer's page, with one course chosen when `courseId` is given (`?course=`, read by the page). */
export const lecturerPath = (id: number, courseId?: number) =>
  `/feedback/lecturer/${id}${courseId ? `?course=${courseId}` : ''}`
