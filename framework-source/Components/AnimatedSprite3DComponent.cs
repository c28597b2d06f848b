using Godot;

namespace DiceRolling.Components;

/// <summary>
/// Sprite 3D animado que se configura com os quadros, a escala e o deslocamento do personagem da entidade-pai.
/// </summary>
/// <remarks>
/// Deve ser filho de uma <see cref="DiceRolling.Entities.CharacterEntity"/>. Ao entrar na árvore usa
/// <see cref="DiceRolling.Characters.CharacterType.CharacterSprite"/>, <see cref="DiceRolling.Characters.CharacterType.PixelSize"/>,
/// <see cref="DiceRolling.Characters.CharacterType.SpritePositionX"/> e <see cref="DiceRolling.Characters.CharacterType.SpritePositionY"/>
/// do personagem. É a alternativa em sprite ao <see cref="AnimatedModel3DComponent"/>.
/// </remarks>
[Tool]
[GlobalClass]
[Icon("component-3d")]
public partial class AnimatedSprite3DComponent : AnimatedSprite3D
{
    /// <summary>Localiza a entidade de personagem ancestral e aplica os quadros e ajustes do personagem.</summary>
    public override void _Ready() => throw null;

    /// <summary>Desconecta os sinais da entidade ao sair da árvore.</summary>
    public override void _ExitTree() => throw null;
}
