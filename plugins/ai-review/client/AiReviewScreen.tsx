export default function AiReviewScreen() { return null; }
