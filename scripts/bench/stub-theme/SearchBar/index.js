// Bench experiment only: the navbar search bar removed, to measure what it
// costs in the main chunk (upper bound of what lazy-loading it would save).
export default function SearchBar() {
  return null;
}
