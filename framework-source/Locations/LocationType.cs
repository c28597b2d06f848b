using Godot;

/// <summary>
/// Locais onde os personagens ficam, como a equipe do jogador ou a equipe inimiga: o recurso
/// <see cref="LocationType"/>, com uma quantidade de slots, e o contrato <see cref="ILocation"/>.
/// </summary>
namespace DiceRolling.Locations;

/// <summary>
/// Recurso de local onde personagens podem ficar, como a equipe do jogador ou a equipe inimiga, com uma
/// quantidade de slots.
/// </summary>
/// <remarks>
/// Um personagem indica onde está por <see cref="DiceRolling.Characters.CharacterType.Location"/> e em qual slot
/// por <see cref="DiceRolling.Characters.CharacterType.SlotIndex"/>. A equipe de batalha tem 6 slots (3 colunas ×
/// 2 linhas), o valor inicial de <see cref="TotalSlots"/>. O <see cref="DiceRolling.Controllers.BattleController"/>
/// usa dois locais (<see cref="DiceRolling.Controllers.BattleController.PlayerSquadLocation"/> e
/// <see cref="DiceRolling.Controllers.BattleController.EnemySquadLocation"/>) para montar as equipes.
/// </remarks>
/// <example>
/// <code>
/// playerStore.SetLocationType(character.Id, playerSquad, 2);
/// </code>
/// </example>
[Tool]
[GlobalClass]
public partial class LocationType : Resource, ILocation
{
    /// <summary>Nome do local.</summary>
    [Export]
    public string Name { get; set; } = "";

    /// <summary>Descrição do local.</summary>
    [Export]
    public string Description { get; set; } = "";

    /// <summary>Quantidade de slots do local. Valor inicial: <c>6</c>.</summary>
    [Export]
    public int TotalSlots { get; set; } = 6;
}
