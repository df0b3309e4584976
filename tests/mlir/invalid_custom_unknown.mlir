// Bare operation names need a registered custom form.
test.ods_unknown
