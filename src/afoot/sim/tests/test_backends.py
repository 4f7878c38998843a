"""Backends: results in task order, progress as they finish, one-line errors, and the same
tournament report on serial, process and Ray (everything but the timing)."""

from __future__ import annotations

import os
import sys
import time
from typing import Any

import pytest

from afoot.sim.backends import BACKENDS, BackendError, make_backend, parse_address
from afoot.sim.tests import picks
from afoot.sim.tournament import run_tournament

#: the tournament every backend plays: 100 games of random play, two players
GAME = (picks.competitive_pair().id, ["random", "random"], 100, 11)


def _without_timing(report) -> dict:
    data = report.to_dict()
    data.pop("timing")
    return data


@pytest.fixture(scope="module")
def serial_report():
    return run_tournament(*GAME, backend="serial")


@pytest.fixture(scope="module")
def ray_report():
    """The tournament on a local Ray instance of 2 CPUs, started (once: ~15 s here) and shut
    down by the backend itself; also what Ray left in the environment."""
    ray = pytest.importorskip("ray")
    if any(k.startswith("RAY_AUTH") for k in os.environ):
        pytest.skip("the environment sets Ray's auth variables")
    seen: list[Any] = []
    report = run_tournament(*GAME, backend="ray", workers=2, on_result=seen.append)
    left = {k: v for k, v in os.environ.items() if k.startswith("RAY_AUTH")}
    return report, seen, ray.is_initialized(), left


def test_backends_listed():
    assert BACKENDS == ("serial", "process", "ray")


@pytest.mark.parametrize("name", ["serial", "process"])
def test_results_come_in_task_order_and_progress_sees_each(name):
    tasks = [-i for i in range(37)]
    seen: list[Any] = []
    backend = make_backend(name, workers=2)
    assert backend.name == name
    assert backend.map(abs, tasks, seen.append) == list(range(37))
    assert sorted(seen) == list(range(37))
    assert backend.map(abs, []) == []


def test_process_backend_uses_every_core_by_default():
    assert make_backend("process").workers == (os.cpu_count() or 1)
    assert make_backend("process", workers=3).workers == 3
    assert make_backend("serial").workers == 1


def test_process_backend_gives_the_serial_report(serial_report):
    seen: list[Any] = []
    report = run_tournament(*GAME, backend="process", workers=2, on_result=seen.append)
    assert _without_timing(report) == _without_timing(serial_report)
    assert sorted(o.index for o in seen) == list(range(100))
    assert report.timing.backend == "process" and report.timing.workers == 2
    assert serial_report.completed == 100 and not serial_report.errors


def test_ray_backend_gives_the_serial_report_and_cleans_up(serial_report, ray_report):
    report, seen, still_running, left = ray_report
    assert _without_timing(report) == _without_timing(serial_report)
    assert sorted(o.index for o in seen) == list(range(100))
    assert report.timing.backend == "ray" and report.timing.workers == 2
    assert not still_running  # the instance it started is shut down
    assert left == {}  # its auth token was put in the environment for the run only


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (("gpu",), "unknown backend 'gpu'; backends: serial, process, ray"),
        (("process", 0), "workers must be a whole number, 1 or more"),
        (("process", -2), "workers must be a whole number, 1 or more"),
        (("ray", 0), "workers must be a whole number, 1 or more"),
        (("serial", None, "127.0.0.1:6379"), "needs the ray backend"),
        (("ray", None, "localhost"), "host:port"),
        (("ray", None, "host:port"), "host:port"),
        (("ray", None, "host:99999"), "host:port"),
        (("ray", None, ":6379"), "host:port"),
    ],
)
def test_a_bad_backend_request_is_one_line(args, needle):
    with pytest.raises(BackendError) as info:
        make_backend(*args)
    assert needle in str(info.value) and "\n" not in str(info.value)


def test_an_unreachable_ray_address_fails_fast():
    pytest.importorskip("ray")
    start = time.perf_counter()
    with pytest.raises(BackendError) as info:
        make_backend("ray", ray_address="127.0.0.1:1")
    assert time.perf_counter() - start < 10  # ray.init would hang; the probe does not
    text = str(info.value)
    assert text.startswith("cannot reach a Ray cluster at 127.0.0.1:1 (")
    assert "ray start --head" in text and "\n" not in text


def test_a_missing_ray_is_one_line(monkeypatch):
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray now raises ImportError
    with pytest.raises(
        BackendError, match=r"^the ray backend needs Ray: pip install 'afoot\[ray\]'$"
    ):
        make_backend("ray")


def test_parse_address():
    assert parse_address("10.0.0.5:6379") == ("10.0.0.5", 6379)
    assert parse_address(" head-node:10001 ") == ("head-node", 10001)
    assert parse_address("[::1]:6379") == ("::1", 6379)
