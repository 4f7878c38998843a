"""Benchmarks for afoot (run with `make bench`); kept a package so mypy has files to check."""
