export default function BookScreen() { return null; }
