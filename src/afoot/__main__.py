"""``python -m afoot`` is the ``afoot`` command."""

from afoot.cli import main

main()
