using Godot;

/// <summary>
/// Cena da dungeon: por enquanto só o script <see cref="DungeonManager"/>, ainda sem lógica.
/// </summary>
namespace DiceRolling.Dungeon;

/// <summary>
/// Script da cena da dungeon, o mapa de salas explorado entre a cidade e as batalhas.
/// </summary>
/// <remarks>
/// Ainda não contém lógica: é o ponto de entrada reservado para a exploração da dungeon. A cena é alcançada por
/// <see cref="DiceRolling.Controllers.GameplayTransitionManager.TransitionTo"/> com
/// <see cref="DiceRolling.Controllers.GameplayScenes.GameplayDungeon"/>.
/// </remarks>
public partial class DungeonManager : Node2D
{
    /// <summary>Chamado pelo Godot quando o nó entra na árvore de cena pela primeira vez.</summary>
    public override void _Ready() => throw null;
}
