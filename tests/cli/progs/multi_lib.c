int classify(int v) {
  if (v > 100)
    return 1;
  return 0;
}
