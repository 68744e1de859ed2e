// Local placeholder so the package builds in this worktree (TerminalCoreTests live on another branch); not committed.
