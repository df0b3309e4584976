// A list may be a dag's operator; a ',' right after it is where a value is wanted.
def D {
  dag f = (["c"], ", ");
}
