export default function ReadingScreen() { return null; }
