"""``python -m afoot`` is the ``afoot`` command."""

from afoot.cli import main

if __name__ == "__main__":  # not when a bot worker (spawned) imports the parent's main module
    main()
