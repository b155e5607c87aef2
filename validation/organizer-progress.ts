/** How far a client is with an organizer, in words: "7 of 23 answered" (the bars, the PDF and the lists). */
export const describeProgress = ({ answered, total }: { answered: number; total: number }) => `${answered} of ${total} answered`;
