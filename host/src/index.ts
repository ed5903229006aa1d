// The async boundary lets module federation negotiate shared singletons before any of them runs.
import('./bootstrap');
