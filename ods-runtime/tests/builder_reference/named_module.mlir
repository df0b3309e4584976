module @outer {
}

