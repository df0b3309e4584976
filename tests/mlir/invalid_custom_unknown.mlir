// Bare operation names need a registered custom form.
builtin.ods_unknown
