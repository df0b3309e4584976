// Messages with quotes, backslashes, newlines and non-ASCII bytes.
func.func @assert(%b: i1) {
  cf.assert %b, "say \"hi\"\n\tand \\ more \E9"
  cf.assert %b, ""
  return
}
